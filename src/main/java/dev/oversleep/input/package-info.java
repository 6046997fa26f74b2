/**
 * Input that users hand the tool: the one exception that means "bad input, exit 2", and the
 * reader for schema-versioned JSON model files ({@code firmware-models/}, results given back
 * as baselines) that names the file, the JSON location and the field at fault.
 *
 * <p>The bottom of the layer table: every other package may use it; it uses none of them.
 */
package dev.oversleep.input;
