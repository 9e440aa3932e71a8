import { EQUIPMENT_ROLES, Service } from '@connect/shared';
import { z } from 'zod';

/**
 * What the root fields of several modules share: who may call them and the check of their id arguments.
 * 001 §6 and 002 §6: the equipment screens (policies, devices, vendors, discovered devices, equipment users,
 * guidelines' admin side) need the Equipment service and ConnectEquipmentOverview or ConnectGlobalAdmin.
 */
export const equipmentScopes = { $all: { service: Service.Equipment, anyRole: EQUIPMENT_ROLES } } as const;

/** A database id as an argument: a positive integer. */
export const id = z.number().int().positive();
