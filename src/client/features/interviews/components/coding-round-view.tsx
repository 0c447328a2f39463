import { LoadErrorAlert } from "@/client/components/ui/load-error-alert";
import { Spinner } from "@/client/components/ui/spinner";
import { useCodingRound } from "../api/get-coding-round";
import { ActiveCodingRound } from "./active-coding-round";
import { CodingRoundReport } from "./coding-round-report";

/** The coding interview open in the lab: the running round, or its report once it is over. */
export function CodingRoundView({ id, userId, onClose }: { id: string; userId: string; onClose: () => void }) {
  const round = useCodingRound(id);
  if (round.data)
    return round.data.status === "active" ? (
      <ActiveCodingRound round={round.data} userId={userId} />
    ) : (
      <CodingRoundReport round={round.data} onClose={onClose} />
    );
  if (round.error)
    return <LoadErrorAlert message="The coding interview could not be loaded." onRetry={() => void round.refetch()} />;
  return <Spinner className="mx-auto block size-8 text-brand-600" label="Loading the coding interview" />;
}
