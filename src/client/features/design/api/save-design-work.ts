import { api, unwrap } from "@/client/lib/api-client";
import type { SaveDesignInput } from "@/shared/schemas/design-work";

/** PUT the whole design made on `baseVersion`: 409 when another tab or device saved first. */
export async function saveDesignWork({ id, input }: { id: string; input: SaveDesignInput }) {
  const { design } = await unwrap(await api.design.scenarios[":id"].design.$put({ param: { id }, json: input }));
  return design;
}
