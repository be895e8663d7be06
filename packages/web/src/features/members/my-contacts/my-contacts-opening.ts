/** seed 000 §9: 10 per page by default; 10, 25, 50. */
export const MY_CONTACTS_PAGE_SIZES = [10, 25, 50] as const;

/** GET api/mycontacts' query of the screen as it opens (first page, no search): asked for early by app/early-calls.ts. */
export const MY_CONTACTS_OPENING = { skip: 0, limit: MY_CONTACTS_PAGE_SIZES[0] } as const;
