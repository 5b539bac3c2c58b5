/**
 * The viewport width of the first render (core `firstRenderWidthFor`), the same on the server
 * and in the browser's first render (AppTree provides it); null where nothing provides it
 * (component tests), and the views read the window.
 */
import { createContext, useContext } from "react";

export const FirstViewportWidth = createContext<number | null>(null);

export const useFirstViewportWidth = (): number | null => useContext(FirstViewportWidth);
