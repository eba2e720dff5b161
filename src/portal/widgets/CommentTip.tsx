/**
 * A row's comment as a tooltip (the comment columns of spec 000 §2.6): an icon button that
 * shows the text on hover and on keyboard focus; screen readers read it as the button's
 * description. Nothing for an empty comment.
 */
import { useId } from 'react';
import { MessageDots } from 'tabler-icons-react';
import { useStyles } from '../ui/useStyles';
import { commentTipCss } from './commentTip.css';

export function CommentTip({ comment, label = 'Commentaire' }: { comment: string | null | undefined; label?: string }) {
  useStyles('comment-tip', commentTipCss);
  const id = `ap-tip-${useId()}`;
  if (!comment?.trim()) return null;
  return (
    <span className="ap-tip">
      <button type="button" className="ap-tip__button" aria-label={label} aria-describedby={id}>
        <MessageDots size={16} aria-hidden="true" />
      </button>
      <span role="tooltip" id={id} className="ap-tip__bubble">
        {comment}
      </span>
    </span>
  );
}
