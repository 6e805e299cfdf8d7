export {
  GameTile,
  TILE_IMAGE_WIDTH,
  TILE_IMAGE_HEIGHT,
  TILE_MIN_REM,
  type GameTileProps,
  type TileGame,
} from './lib/GameTile';
export { GameGrid, gridLayout, VIRTUAL_FROM, type GameGridProps, type GridLayout } from './lib/GameGrid';
export { GameRow, type GameRowProps } from './lib/GameRow';
export { useDrawnFirst } from './lib/useDrawnFirst';
export { WinnersTable, type WinnersTableProps, type WinnerRowView } from './lib/WinnersTable';
export { Highlight } from './lib/Highlight';
export { SearchOptions, searchOptionId, type SearchOption, type SearchOptionsProps } from './lib/SearchOptions';
export { CategoryNav, type CategoryNavProps, type CategoryNavItem } from './lib/CategoryNav';
export { GameListFilters, type GameListFiltersProps } from './lib/GameListFilters';
