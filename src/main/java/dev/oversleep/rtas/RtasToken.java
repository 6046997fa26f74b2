package dev.oversleep.rtas;

/** The RTAS calls the DLPAR paths make, by their device-tree token names. */
public enum RtasToken {
    SET_INDICATOR("set-indicator"),
    GET_SENSOR_STATE("get-sensor-state"),
    CONFIGURE_CONNECTOR("ibm,configure-connector"),
    QUERY_CPU_STOPPED_STATE("query-cpu-stopped-state");

    private final String tokenName;

    RtasToken(String tokenName) {
        this.tokenName = tokenName;
    }

    public String tokenName() {
        return tokenName;
    }
}
