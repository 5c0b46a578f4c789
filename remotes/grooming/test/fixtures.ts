// Test data shaped like the API's answers (api/src/grooming/README.md).
import { setToken } from '@vet/shared-ui';
import type { GroomingService } from '../src/features/grooming/api/types';

export function groomingService(overrides: Partial<GroomingService> = {}): GroomingService {
  return {
    _id: 'svc-1',
    patientId: { _id: 'pet-1', name: 'Michi', species: 'Felino', breed: 'Siamés' },
    date: '2024-05-15T18:30:00.000Z',
    service: 'Corte',
    specifications: 'Corte higiénico',
    observations: '',
    cost: 10,
    paymentType: 'Efectivo',
    exchangeRate: null,
    createdAt: '2024-05-15T18:31:00.000Z',
    updatedAt: '2024-05-15T18:31:00.000Z',
    version: 1,
    ...overrides,
  };
}

export const signIn = () => setToken('tok-1');
