import { useQuery } from "@tanstack/react-query";
import { toDataURL } from "qrcode";

/**
 * The QR code of a text as a data: URL for an <img>. Drawing it is asynchronous, so it is a query;
 * the text can be a secret (a TOTP URI), so nothing is kept once the image is gone.
 */
export function useQrCode(text: string) {
  return useQuery({
    queryKey: ["qr-code", text],
    queryFn: () => toDataURL(text, { margin: 1, width: 208, errorCorrectionLevel: "M" }),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });
}
