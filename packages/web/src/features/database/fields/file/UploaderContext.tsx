import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { useServices } from '../../../../app/ServicesContext';
import { xhrUploader, type Uploader } from './uploader';

const UploaderContext = createContext<Uploader | null>(null);

/** Lets tests hand the file field a fake uploader instead of XMLHttpRequest. */
export function UploaderProvider({ uploader, children }: { uploader: Uploader; children: ReactNode }) {
  return <UploaderContext.Provider value={uploader}>{children}</UploaderContext.Provider>;
}

/** The uploader of the signed-in session, or the one a test provided. */
export function useUploader(): Uploader {
  const provided = useContext(UploaderContext);
  const { auth } = useServices();
  const own = useMemo(() => xhrUploader(() => auth.getState().token), [auth]);
  return provided ?? own;
}
