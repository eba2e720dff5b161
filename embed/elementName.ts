/** The custom element's tag name (a module of its own: the entry's first modules need it without the element's code). */
export const ELEMENT_NAME = 'agency-portal';
