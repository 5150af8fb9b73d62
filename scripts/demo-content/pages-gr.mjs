// Placeholder: the gr texts come from another branch.
export const PAGES = [];
