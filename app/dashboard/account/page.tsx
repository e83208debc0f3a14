import { ChangePasswordForm } from "@/components/dashboard/change-password-form";
import { PageHeader } from "@/components/ui/page-header";

export const metadata = { title: "Account" };

export default function AccountPage() {
  return (
    <>
      <PageHeader title="Account" description="Your sign-in to the dashboard." />
      <ChangePasswordForm />
    </>
  );
}
