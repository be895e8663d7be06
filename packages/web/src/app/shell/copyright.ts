/** The footer line of every layout (seed 000 §2 "Shell"); its own module so the banner layout does not load the staff shell. */
export const COPYRIGHT = '©2020-23';
