/** A setup file: what a test file leaves in the temporary folder is removed after its tests. */
import { afterAll } from 'vitest';
import { removeTempFolders } from './tempFolder';

afterAll(removeTempFolders);
