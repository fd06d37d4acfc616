/** Input limits shared by the forms (maxLength) and the API (validation). */
export const LIMITS = {
  emailMaxLength: 254,
  nameMaxLength: 100,
  messageMaxLength: 5000,
  quantityMin: 1,
  quantityMax: 1000,
  orderMaxLines: 50,
  idempotencyKeyMaxLength: 255,
  ordersListed: 20,
} as const;
