// The send the merchant makes from their own wallet: the exact amount, the address, a wallet URI and
// its QR to scan.
import { useTranslations } from "next-intl";
import { CopyButton } from "@/components/ui/copy-button";
import { QrImage } from "@/components/ui/qr-image";
import { useFormat } from "@/i18n/use-format";
import type { Asset } from "@/vocabulary/assets";

export function SendInstructions({ amount, currency, destination, walletUri, asset, qrCode }: {
  amount: string;
  currency: string;
  destination: string;
  walletUri: string;
  asset: Asset | null;
  qrCode: string | null;
}) {
  const t = useTranslations("withdrawal");
  const format = useFormat();
  return (
    <div className="grid gap-4 sm:grid-cols-2" data-testid="withdrawal-send">
      <div className="space-y-3 text-sm">
        <p className="text-slate-700">{t("sendExactly")}</p>
        <div>
          <p className="text-xs font-medium uppercase tracking-wide text-slate-500">{t("amount")}</p>
          <p className="flex items-center gap-2 font-mono" data-testid="send-amount">{format.payAmount(amount, currency)} <CopyButton text={amount} label={t("copyAmount")} /></p>
        </div>
        <div>
          <p className="text-xs font-medium uppercase tracking-wide text-slate-500">{t("to")}</p>
          <p className="flex items-start gap-2"><span className="min-w-0 break-all font-mono" data-testid="send-address">{destination}</span> <CopyButton text={destination} label={t("copyAddress")} /></p>
        </div>
        {asset?.tokenContract ? <p className="text-amber-800">{t("ownNetworkOnly", { currency, network: asset.name })}</p> : null}
        <a href={walletUri} className="inline-block text-brand-700 underline" data-testid="send-uri">{t("openInWallet")}</a>
      </div>
      {qrCode ? (
        <QrImage png={qrCode} alt={t("qrAlt", { amount: format.payAmount(amount, currency) })} className="mx-auto h-auto w-full max-w-56" />
      ) : null}
    </div>
  );
}
