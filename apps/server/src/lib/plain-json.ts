/**
 * Serializer for routes whose answers are built field by field from the contract's types
 * (orders, carts, the cashier queue): plain JSON.stringify. The zod serializer re-validates
 * every field of the answer first, which cost about 12 ms for the 150-order cashier queue
 * (300 KB) against 0.7 ms for JSON.stringify; the handlers' return types are still checked
 * against the response schemas by TypeScript, and the schemas still document the answers.
 */
export const plainJson = () => (data: unknown) => JSON.stringify(data);
