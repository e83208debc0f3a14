import { notAvailable } from "../not-available";

export const command = notAvailable(
  "pix:set",
  "pix:set --email E --key K --name N --city C --document D",
  "Set the merchant's PIX receiver profile",
);
