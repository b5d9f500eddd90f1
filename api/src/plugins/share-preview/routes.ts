import { matchesRoutePattern } from '../../../../shared-ui/src/navigation/route-pattern';
import previewRoutes from './preview-routes.json';

/**
 * The pages a shared link points at, each with a preview of its own. A JSON file, because nginx sends the same paths
 * to the api (scripts/prod/nginx-render-lib.mjs).
 */
export const isPreviewPath = (path: string) =>
  (previewRoutes as string[]).some((pattern) => matchesRoutePattern(pattern, path));
