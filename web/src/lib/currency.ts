/** An amount in the product's currency (spec §1: AED), with thousands separators. */
export const aed = (amount: number): string => `AED ${amount.toLocaleString('en-GB')}`;
