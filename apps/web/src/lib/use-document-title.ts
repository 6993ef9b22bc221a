import { useEffect } from 'react';
import { appConfig } from '../config/env.ts';

export function useDocumentTitle(title: string | undefined): void {
  useEffect(() => {
    document.title = title ? `${title} · ${appConfig.appName}` : appConfig.appName;
  }, [title]);
}
