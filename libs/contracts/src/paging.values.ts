/** The largest page a list answers (`per_page`): a client wanting a whole list asks page after page. */
export const MAX_PER_PAGE = 200;
