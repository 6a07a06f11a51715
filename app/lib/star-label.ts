/** How one star of a rating is announced: "1 star", "3 stars". */
export const starLabel = (n: number): string => (n === 1 ? "1 star" : `${n} stars`);
