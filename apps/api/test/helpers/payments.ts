/** Mobile Money's payer limits turned off, for tests that place many orders from one wallet. */
export const NO_PAYER_LIMITS = {
  PROMPTS_PER_WALLET_PER_HOUR: '0',
  PROMPTS_PER_WALLET_PER_DAY: '0',
  PROMPTS_PER_ADDRESS_PER_HOUR: '0',
  PROMPTS_PER_CUSTOMER_PER_HOUR: '0',
  UNPAID_ORDERS_PER_PAYER: '0',
};
