// Placeholder: the fr texts come from another branch.
export const PAGES = [];
