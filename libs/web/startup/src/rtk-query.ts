// RTK Query itself, in a file of its own (vite.config.mts), which withShopApi evaluates in a task
// of its own before the endpoints are made: evaluated together, with the first screen that calls
// /api, they were one of the longest tasks after the landing page's first paint (bench:web).
export { createApi } from '@reduxjs/toolkit/query/react';
