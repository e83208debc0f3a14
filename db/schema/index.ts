export * from "./users";
export * from "./wallets";
export * from "./checkout";
export * from "./invoices";
export * from "./pix";
export * from "./webhooks";
export * from "./platform";
export * from "./sign-in";
