import { useSettings } from './useSettings';

/**
 * Whether the server sends e-mail (the settings' `cellar_mail_configured`). Until the settings
 * load, and with a server that does not say, it is taken to: the screens then read as before.
 */
export function useMailConfigured(): boolean {
  return useSettings().data?.cellar_mail_configured !== false;
}
