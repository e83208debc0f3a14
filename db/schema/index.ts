export * from "./users";
export * from "./wallets";
export * from "./invoices";
export * from "./pix";
export * from "./webhooks";
export * from "./platform";
export * from "./sign-in";
export * from "./notifications";
