import { type AiLabels, getAiLabels } from "@/shared/ai-labels";
import { useAiSetup } from "../api/get-ai-setup";

/**
 * The signed-in screens' texts that would name AI: the product's with a model configured, the honest
 * ones without. Until the server has answered, the honest ones: "AI" is said only once it is true.
 */
export function useAiLabels(): AiLabels {
  const { data } = useAiSetup();
  return getAiLabels(data?.hasAiProvider === true);
}
