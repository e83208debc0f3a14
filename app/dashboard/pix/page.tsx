import { PixProfileForm } from "@/components/pix/pix-profile-form";
import { PageHeader } from "@/components/ui/page-header";

export const metadata = { title: "PIX profile" };

export default function PixProfilePage() {
  return (
    <>
      <PageHeader
        title="PIX profile"
        description="Where PIX payments go. Without a profile, POST /api/payments answers 422 pix_profile_missing."
      />
      <PixProfileForm />
    </>
  );
}
