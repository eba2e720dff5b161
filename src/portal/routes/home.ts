/** Home (preloaded from the login screen: app/lazyShell.ts) and the director's everyday tools. */
import type { AreaRoutes } from './route';

export const HOME_ROUTES = {
  home: { screen: () => import('../screens/home/HomeScreen').then((m) => m.HomeScreen) },
  notebook: { screen: () => import('../screens/notebook/NotebookScreen').then((m) => m.NotebookScreen) },
  calculator: { screen: () => import('../screens/calculator/CalculatorScreen').then((m) => m.CalculatorScreen) },
  tutorials: { screen: () => import('../screens/tutorials/TutorialsScreen').then((m) => m.TutorialsScreen) },
} satisfies AreaRoutes;
