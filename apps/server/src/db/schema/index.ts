export * from './users.ts';
export * from './products.ts';
export * from './carts.ts';
export * from './orders.ts';
export * from './shop.ts';
export * from './notifications.ts';
export * from './stock.ts';
