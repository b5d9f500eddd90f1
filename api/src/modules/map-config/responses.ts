// zod schema of GET /map/config: where the front ends' maps take their background from.
import { z } from 'zod';

export const mapConfigResponse = z.object({
  /** null: no tile source is configured; the maps draw their built-in outline and fetch nothing. */
  tiles: z
    .object({
      /** `pmtiles`: one vector archive read with range requests; `raster`: an XYZ template of PNG/JPEG tiles. */
      kind: z.enum(['pmtiles', 'raster']),
      /** An http(s) URL or a path of this site; a raster template holds {z}, {x} and {y}. */
      url: z.string().min(1),
      /** Shown on the map whenever its tiles are. */
      attribution: z.string().min(1),
    })
    .nullable(),
});
