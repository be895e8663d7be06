/** seed 001 §9: member sub-tables (followups, organizations, gifts, events) 5 per page; 5, 10, 15. */
export const SUB_TABLE_PAGE_SIZES = [5, 10, 15];
