// Component tests: unmount after each test (Testing Library's auto-cleanup needs vitest globals).
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(cleanup);
