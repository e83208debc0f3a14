import { PixProfileForm } from "@/components/pix/pix-profile-form";
import { PspConnectionForm } from "@/components/pix/psp-connection-form";
import { PageHeader } from "@/components/ui/page-header";

export const metadata = { title: "PIX" };

export default function PixProfilePage() {
  return (
    <>
      <PageHeader
        title="PIX"
        description="Where PIX payments go, and the bank connection that confirms and refunds them. Without a profile, POST /api/payments answers 422 pix_profile_missing."
      />
      <div className="grid gap-6">
        <PixProfileForm />
        <PspConnectionForm />
      </div>
    </>
  );
}
