/**
 * Lets code outside React (the API client) move the router. The app registers the router's
 * navigate at start-up; before that a full page load is the fallback.
 */
export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}

type Navigate = (to: string, options?: NavigateOptions) => void | Promise<void>;

let registered: Navigate | null = null;

export const registerNavigator = (navigate: Navigate) => {
  registered = navigate;
};

export const navigateTo = async (to: string, options?: NavigateOptions): Promise<void> => {
  if (registered) {
    await registered(to, options);
    return;
  }
  if (options?.replace) globalThis.location?.replace(to);
  else globalThis.location?.assign(to);
};
