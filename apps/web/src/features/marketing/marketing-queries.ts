import {
  captureLead,
  type DemoRequestInput,
  type LeadInput,
  requestDemo,
} from '@orchid/contracts/marketing';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../app/api/api-client';

// The marketing pages' calls (§7): a demo request and a lead from the case study's form.

export const useRequestDemo = () =>
  useMutation({ mutationFn: (input: DemoRequestInput) => call(requestDemo, input) });

export const useCaptureLead = () =>
  useMutation({ mutationFn: (input: LeadInput) => call(captureLead, input) });
