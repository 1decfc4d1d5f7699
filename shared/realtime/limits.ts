/** Most notifications one resume or one page of the list sends. */
export const MAX_NOTIFICATIONS_PER_PAGE = 100;
