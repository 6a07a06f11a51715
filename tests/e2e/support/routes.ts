import routes from "../../../app/routes.ts";

export interface FlatRoute {
  /** Full path with parameters filled in, e.g. "/admin/therapies/1". */
  path: string;
  file: string;
  /** Files of the layouts this route is nested in, outermost first. */
  layouts: string[];
}

interface RouteNode {
  file: string;
  path?: string;
  index?: boolean;
  children?: RouteNode[];
}

/** Every route of app/routes.ts with its full path, so guard tests cover new routes automatically. */
export function flattenRoutes(nodes: RouteNode[] = routes as RouteNode[], prefix = "", layouts: string[] = []): FlatRoute[] {
  return nodes.flatMap((node) => {
    const path = node.path ? `${prefix}/${node.path}`.replace(/\/+/g, "/") : prefix;
    const here: FlatRoute[] = node.children ? [] : [{ path: (path || "/").replace(/:[^/]+/g, "1"), file: node.file, layouts }];
    return [...here, ...(node.children ? flattenRoutes(node.children, path, [...layouts, node.file]) : [])];
  });
}
