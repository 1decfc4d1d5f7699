/** The /blog list: a 3-column grid, so pages of 9. */
export const BLOG_INDEX_PAGE_SIZE = 9;
/** Typing in the search box navigates once the visitor pauses this long. */
export const SEARCH_DEBOUNCE_MS = 350;
/** Tag chips shown at once; the rest sit behind 'More topics'. */
export const VISIBLE_TAGS = 10;
