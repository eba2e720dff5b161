/**
 * The community's posts (contract/community.ts): every call in the session's agency, where its
 * community options open /community/posts (its route's gate, as the menu and the routes), else 403.
 */
import * as community from '../../src/api/contract/community';
import { COMMENT_RULES, COMMUNITY_MESSAGES, POST_PICTURES_MAX, POST_RULES } from '../../src/domain/community';
import { formErrors } from '../../src/domain/form/rules';
import { isOpenedByOptions } from '../../src/domain/routes';
import { pictureError } from '../../src/domain/users';
import { httpError, notFound, parametersError, throwFieldErrors, unauthenticated } from '../http/errors';
import { getAgency } from '../store/agencies';
import * as store from '../store/community';
import type { Db } from '../store/db';
import { consumeTokenUse, findSession, type Session } from '../store/tokens';
import { agencyOf, found } from './scope';
import { handlersFor } from './types';


/** The session's agency, where the community is open. */
function communityAgency(db: Db, session: Session): number {
  const agencyId = agencyOf(session);
  if (!isOpenedByOptions('/community/posts', getAgency(db, agencyId))) throw httpError(403, community.COMMUNITY_NOT_AVAILABLE_CODE, COMMUNITY_MESSAGES.notAvailable);
  return agencyId;
}

function checkedDraft(body: community.PostDraft) {
  const draft = store.storedDraft(body);
  throwFieldErrors(formErrors({ ...draft, place: draft.place ?? '', eventDate: body.eventDate ?? '' }, POST_RULES));
  return draft;
}

export const communityHandlers = handlersFor(community, {
  searchPosts: ({ body, session, app }) => store.searchPosts(app.db, communityAgency(app.db, session), body, body),
  getPost: ({ params, session, app }) => found(store.getPost(app.db, communityAgency(app.db, session), params.id)),
  createPost: ({ body, session, app }) => {
    const agencyId = communityAgency(app.db, session);
    const id = store.insertPost(app.db, agencyId, checkedDraft(body), app.clock.iso());
    return found(store.getPost(app.db, agencyId, id));
  },
  updatePost: ({ params, body, session, app }) => {
    const agencyId = communityAgency(app.db, session);
    found(store.getPost(app.db, agencyId, params.id));
    store.updatePost(app.db, params.id, checkedDraft(body), app.clock.iso());
    return found(store.getPost(app.db, agencyId, params.id));
  },
  deletePost: ({ params, session, app }) => {
    found(store.getPost(app.db, communityAgency(app.db, session), params.id));
    app.db.transaction(() => store.deletePost(app.db, params.id))();
  },
  addPostPicture: ({ params, body, session, app }) => {
    const agencyId = communityAgency(app.db, session);
    const post = found(store.getPost(app.db, agencyId, params.id));
    throwFieldErrors({ picture: pictureError({ mimeType: body.picture.mimeType, size: body.picture.bytes.length }) });
    if (post.pictures.length >= POST_PICTURES_MAX) throw parametersError(COMMUNITY_MESSAGES.tooManyPictures, 'picture');
    store.addPicture(app.db, agencyId, post.id, body.picture, app.clock.iso());
    return found(store.getPost(app.db, agencyId, post.id));
  },
  deletePostPicture: ({ params, session, app }) => {
    const agencyId = communityAgency(app.db, session);
    found(store.getPost(app.db, agencyId, params.id));
    if (!store.deletePicture(app.db, params.id, params.pictureId)) throw notFound();
    return found(store.getPost(app.db, agencyId, params.id));
  },
  downloadPostPicture: ({ params, query, app }) => {
    const session = findSession(app.db, query.tk, ['TEMPORARY'], app.clock.now());
    if (!session || !consumeTokenUse(app.db, query.tk)) throw unauthenticated();
    const picture = found(store.pictureOf(app.db, communityAgency(app.db, session), params.id, params.pictureId));
    return { name: picture.fileName, mimeType: picture.mimeType, bytes: picture.bytes, inline: true };
  },
  addPostComment: ({ params, body, session, app }) => {
    const agencyId = communityAgency(app.db, session);
    found(store.getPost(app.db, agencyId, params.id));
    const content = body.content.trim();
    throwFieldErrors(formErrors({ content }, COMMENT_RULES));
    const agency = found(getAgency(app.db, agencyId));
    store.addComment(app.db, params.id, { kind: 'AGENCY', id: agencyId, label: agency.label }, content, app.clock.iso());
    return found(store.getPost(app.db, agencyId, params.id));
  },
  deletePostComment: ({ params, session, app }) => {
    const agencyId = communityAgency(app.db, session);
    found(store.getPost(app.db, agencyId, params.id));
    if (!store.deleteComment(app.db, params.id, params.commentId)) throw notFound();
    return found(store.getPost(app.db, agencyId, params.id));
  },
});
