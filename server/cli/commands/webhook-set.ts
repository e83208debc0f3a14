import { notAvailable } from "../not-available";

export const command = notAvailable(
  "webhook:set",
  "webhook:set --email E --url URL",
  "Set the merchant's webhook URL and print its signing secret",
);
