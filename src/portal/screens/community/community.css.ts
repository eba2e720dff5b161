/** A post's page: its facts and text, the pictures' grid and the comments' thread. */
export const communityCss = `
.ap-post { display: grid; gap: var(--ap-space-4); }
.ap-post__tags { display: flex; flex-wrap: wrap; gap: var(--ap-space-2); margin-bottom: var(--ap-space-3); }
.ap-post__text { white-space: pre-wrap; margin: var(--ap-space-3) 0 0; line-height: 1.5; }
.ap-post__pictures { display: grid; grid-template-columns: repeat(auto-fill, minmax(200px, 1fr)); gap: var(--ap-space-3); list-style: none; margin: 0 0 var(--ap-space-3); padding: 0; }
.ap-post__picture { position: relative; border: 1px solid var(--ap-color-border); border-radius: 6px; overflow: hidden; background: var(--ap-color-surface); }
.ap-post__picture img, .ap-post__picture-wait { display: block; width: 100%; aspect-ratio: 16 / 9; object-fit: cover; background: var(--ap-color-border); }
.ap-post__picture-bar { display: flex; align-items: center; justify-content: space-between; gap: var(--ap-space-2); padding: var(--ap-space-1) var(--ap-space-2); font-size: var(--ap-font-size-sm); }
.ap-post__comments { list-style: none; margin: 0 0 var(--ap-space-4); padding: 0; display: grid; gap: var(--ap-space-3); }
.ap-post__comment { border-left: 3px solid var(--ap-color-primary-soft); padding: var(--ap-space-2) var(--ap-space-3); background: var(--ap-color-surface); }
.ap-post__comment-head { display: flex; align-items: center; justify-content: space-between; gap: var(--ap-space-2); }
.ap-post__comment p { margin: var(--ap-space-1) 0 0; white-space: pre-wrap; }
.ap-post__actions { display: flex; flex-wrap: wrap; gap: var(--ap-space-2); }
`;
