import { createContext, useContext } from 'react';

/**
 * true in a page the server draws (prerender.tsx) and in its hydration here, for good. Unlike
 * useHydrating it never changes, so reading it renders nothing again after hydration (the
 * shell re-rendered whole for it: a long task on every page the server drew).
 */
export const DrawnByServerContext = createContext(false);

export const useDrawnByServer = (): boolean => useContext(DrawnByServerContext);
