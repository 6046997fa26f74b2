/**
 * ACPI tables and AML, structured as ACPICA and uACPI are.
 *
 * <ul>
 *   <li>Tables: {@link dev.oversleep.acpi.AcpiTableReader} reads raw tables and acpidump text
 *       (the RSDP and FACS have no standard header); {@link dev.oversleep.acpi.AcpiMachine} holds
 *       them and their default load.</li>
 *   <li>Booting: {@link dev.oversleep.acpi.AmlRunner} loads the definition blocks as ACPICA does
 *       ({@code TableLoader}: each table one pass, module-level code run where it stands, broken
 *       objects reported and skipped), runs the {@code _REG} connect calls, the
 *       {@code _STA}/{@code _INI} pass ({@code DeviceInit}) and the OS's {@code _STA} scan
 *       ({@code DeviceScan}) once, then hands out {@link dev.oversleep.acpi.AmlRun}s,
 *       each on its own copy of that state ({@code RunState}) with its own Kernel and
 *       acpi_os_sleep policy. {@link dev.oversleep.acpi.AmlCall} is what one call did.</li>
 *   <li>The namespace: {@link dev.oversleep.acpi.Namespace} nodes hold {@code NsObject}s, a
 *       sealed hierarchy (Device, Method, Name, FieldUnit, Region, ...; {@code \_OSI} a native
 *       method).</li>
 *   <li>Decoding: {@code AmlOp} lists every opcode with its argument encoding, handler family
 *       and operand types; {@code AmlDecoder} turns each method body, once, into executable
 *       {@code Term}s; operands are resolved by {@code Operands}, one rule per operand kind.</li>
 *   <li>Handlers by operator family: {@code MathOps}, {@code LogicOps}, {@code DataOps},
 *       {@code ConvertOps}, {@code FieldOps} (with {@code FieldAccess}), {@code ControlOps}
 *       (control flow and method calls), {@code SystemOps} (Sleep, Stall, Wait, Acquire,
 *       Notify...), {@code StoreOps} and {@code ReferenceOps}; declarations in
 *       {@code NamedObjects} and {@code FieldList}.</li>
 *   <li>Modes: {@link dev.oversleep.acpi.InterpreterMode} says whether ACPICA's interpreter
 *       slack is on, as Linux sets it (the default); each rule it changes stays with the handler
 *       it belongs to, and {@code ImplicitReturn} keeps the value a method without Return
 *       returns in slack mode.</li>
 * </ul>
 *
 * <p>The interpreter reaches time only through {@link dev.oversleep.kernel.Kernel} (Sleep via an
 * acpi_os_sleep policy, Stall via udelay, Timer via the kernel's clock) and operation regions
 * only through the region space and the register script ({@link dev.oversleep.acpi.RegisterScript});
 * it never reads a host clock, formats output or touches the host. Unreadable input is
 * {@link dev.oversleep.acpi.AmlException} naming the table and offset; failures while running
 * AML are {@link dev.oversleep.acpi.AmlError} with ACPICA's status name. Untrusted AML is bounded
 * ({@link dev.oversleep.acpi.AmlLimits}) in loop time, call depth, operations, object sizes and
 * the bytes a call and a run may make, and everything a call records is capped
 * ({@link dev.oversleep.acpi.RecordBudget}) with exact counts.
 */
package dev.oversleep.acpi;
