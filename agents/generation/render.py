"""Writing a :class:`QuerySpec` in KQL, SQL (any dialect, through sqlglot) and SPL.

Each renderer follows its platform's idioms — KQL filters on time first and projects the columns it
needs, SPL names index and sourcetype before the first pipe and uses ``tstats`` where the CIM
Authentication data model fits, SQL is written once and rendered for the requested dialect by sqlglot.
Values from the question are always escaped literals of the platform, never spliced as query text.
"""

from __future__ import annotations

import re
from typing import Any

import sqlglot

from agents.generation.spec import DATASETS, Filter, QuerySpec

KQL_TABLES = {
    "signins": "SigninLogs",
    "security_events": "SecurityEvent",
    "audit": "AuditLogs",
    "requests": "AppRequests",
    "container_logs": "ContainerLog",
    "pods": "KubePodInventory",
    "kube_events": "KubeEvents",
}
KQL_FIELDS: dict[str, dict[str, str]] = {
    "signins": {"time": "TimeGenerated", "user": "UserPrincipalName", "app": "AppDisplayName", "ip": "IPAddress",
                "country": "Location", "result": "ResultType", "result_text": "ResultDescription",
                "mfa": "AuthenticationRequirement", "risk": "RiskLevelDuringSignIn"},
    "security_events": {"time": "TimeGenerated", "host": "Computer", "event_id": "EventID", "account": "Account",
                        "workstation": "WorkstationName", "ip": "IpAddress", "logon_type": "LogonType",
                        "activity": "Activity"},
    "audit": {"time": "TimeGenerated", "operation": "OperationName", "category": "Category", "result": "Result",
              "actor": "InitiatedBy", "target": "TargetResources"},
    "requests": {"time": "TimeGenerated", "service": "AppRoleName", "pod": "AppRoleInstance", "route": "Name",
                 "status": "ResultCode", "success": "Success", "duration": "DurationMs"},
    "container_logs": {"time": "TimeGenerated", "node": "Computer", "container": "ContainerID",
                       "source": "LogEntrySource", "message": "LogEntry"},
    "pods": {"time": "TimeGenerated", "namespace": "Namespace", "pod": "Name", "status": "PodStatus",
             "container_status": "ContainerStatusReason", "restarts": "ContainerRestartCount", "node": "Computer",
             "controller": "ControllerName"},
    "kube_events": {"time": "TimeGenerated", "namespace": "Namespace", "name": "Name", "reason": "Reason",
                    "type": "KubeEventType", "message": "Message"},
}  # fmt: skip
SQL_TABLES = {
    "signins": "signin_logs",
    "security_events": "security_events",
    "audit": "audit_logs",
    "requests": "app_requests",
    "container_logs": "container_logs",
    "pods": "kube_pod_inventory",
    "kube_events": "kube_events",
}
SPL_SOURCES = {
    "signins": ("identity", "azure:aad:signin"),
    "security_events": ("wineventlog", "WinEventLog:Security"),
    "audit": ("identity", "azure:aad:audit"),
    "requests": ("web", "app:requests"),
    "container_logs": ("k8s", "kube:container"),
    "pods": ("k8s", "kube:events"),
    "kube_events": ("k8s", "kube:events"),
}
SPL_FIELDS: dict[str, dict[str, str]] = {
    "signins": {"time": "_time", "user": "userPrincipalName", "app": "appDisplayName", "ip": "ipAddress",
                "country": "location.countryOrRegion", "result": "status.errorCode"},
    "security_events": {"time": "_time", "host": "host", "event_id": "EventCode", "account": "Account_Name",
                        "workstation": "Workstation_Name", "ip": "Source_Network_Address", "logon_type": "Logon_Type"},
    "audit": {"time": "_time", "operation": "activityDisplayName", "actor": "initiatedBy.user.userPrincipalName",
              "target": "targetResources{}.userPrincipalName", "result": "result"},
    "requests": {"time": "_time", "service": "service", "route": "route", "status": "status", "duration": "duration_ms",
                 "pod": "pod"},
    "container_logs": {"time": "_time", "container": "pod", "node": "host", "message": "message", "source": "stream"},
    "pods": {"time": "_time", "pod": "involvedObject.name", "namespace": "namespace", "container_status": "reason",
             "restarts": "count"},
    "kube_events": {"time": "_time", "name": "involvedObject.name", "namespace": "namespace", "reason": "reason",
                    "type": "type", "message": "message"},
}  # fmt: skip
_UNITS = {"m": "minute", "h": "hour", "d": "day"}


def kql_string(value: Any) -> str:
    """A KQL literal: strings escaped and double-quoted, numbers as they are."""
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int | float):
        return str(value)
    return '"' + str(value).replace("\\", "\\\\").replace('"', '\\"') + '"'


def sql_string(value: Any) -> str:
    if isinstance(value, bool):
        return "1" if value else "0"
    if isinstance(value, int | float):
        return str(value)
    return "'" + str(value).replace("'", "''") + "'"


def spl_string(value: Any) -> str:
    if isinstance(value, int | float) and not isinstance(value, bool):
        return str(value)
    return '"' + str(value).replace("\\", "\\\\").replace('"', '\\"') + '"'


def _kql_field(spec: QuerySpec, name: str) -> str:
    return KQL_FIELDS[spec.dataset].get(name, name)


def _kql_filter(spec: QuerySpec, f: Filter) -> str:
    column = _kql_field(spec, f.field)
    if spec.dataset == "container_logs" and f.field == "container":
        column = "PodName"
    value = f.value
    return {
        "eq": lambda: f"{column} == {kql_string(value)}",
        "ne": lambda: f"{column} != {kql_string(value)}",
        "in": lambda: f"{column} in ({', '.join(kql_string(v) for v in value)})",
        "not_in": lambda: f"{column} !in ({', '.join(kql_string(v) for v in value)})",
        "contains": lambda: f"{column} contains {kql_string(value)}",
        "startswith": lambda: f"{column} startswith {kql_string(value)}",
        "gt": lambda: f"{column} > {kql_string(value)}",
        "lt": lambda: f"{column} < {kql_string(value)}",
        "ge": lambda: f"{column} >= {kql_string(value)}",
        "le": lambda: f"{column} <= {kql_string(value)}",
        "status_class": lambda: f"{column} startswith {kql_string(value)}",
    }[f.op]()


def kql_time(window: str) -> str:
    if window == "today":
        return "TimeGenerated >= startofday(now())"
    if window == "yesterday":
        return "TimeGenerated >= startofday(ago(1d)) and TimeGenerated < startofday(now())"
    return f"TimeGenerated > ago({window})"


def render_kql(spec: QuerySpec) -> str:
    lines = [KQL_TABLES[spec.dataset], f"| where {kql_time(spec.window)}"]
    if spec.dataset == "container_logs" and any(f.field == "container" for f in spec.filters):
        lines.append("| join kind=inner (KubePodInventory | distinct ContainerID, PodName = Name) on ContainerID")
    lines += [f"| where {_kql_filter(spec, f)}" for f in spec.filters]
    lines += [f"| where {_kql_field(spec, 'message')} has {kql_string(word)}" for word in spec.text]
    by = [_kql_field(spec, g) for g in spec.group_by]
    if spec.bucket:
        by.insert(0, f"bin(TimeGenerated, {spec.bucket})")
    measure = _kql_measure(spec)
    if spec.measure == "rows":
        columns = [_kql_field(spec, k) for k in DATASETS[spec.dataset].key_fields]
        order = _kql_field(spec, spec.order_by) if spec.order_by else "TimeGenerated"
        lines += [f"| project {', '.join(columns)}", f"| order by {order} desc", f"| take {spec.limit}"]
    elif by:
        lines.append(f"| summarize {measure} by {', '.join(by)}")
        name = measure.split(" = ")[0]
        if spec.top:
            lines.append(f"| top {spec.top} by {name} desc")
        elif spec.bucket:
            lines.append("| order by TimeGenerated asc")
        else:
            lines.append(f"| order by {name} desc")
    else:
        lines.append(f"| summarize {measure}")
    return "\n".join(lines)


def _kql_measure(spec: QuerySpec) -> str:
    target = _kql_field(spec, spec.measure_field) if spec.measure_field else ""
    return {
        "rows": "",
        "count": "Count = count()",
        "dcount": f"Distinct = dcount({target})",
        "avg": f"Average = avg({target})",
        "max": f"Max = max({target})",
        "sum": f"Total = sum({target})",
        "p95": f"P95 = percentile({target}, 95)",
        "p99": f"P99 = percentile({target}, 99)",
    }.get(spec.measure, "Count = count()")


# --- SQL -----------------------------------------------------------------------------------------


def _sql_field(spec: QuerySpec, name: str) -> str:
    if spec.dataset == "container_logs" and name == "container":
        return "pod_name"
    column = KQL_FIELDS[spec.dataset].get(name, name)
    return re.sub(r"(?<=[a-z0-9])(?=[A-Z])|(?<=[A-Z])(?=[A-Z][a-z])", "_", column).lower()


def _sql_filter(spec: QuerySpec, f: Filter) -> str:
    column = _sql_field(spec, f.field)
    value = f.value
    return {
        "eq": lambda: f"{column} = {sql_string(value)}",
        "ne": lambda: f"{column} <> {sql_string(value)}",
        "in": lambda: f"{column} IN ({', '.join(sql_string(v) for v in value)})",
        "not_in": lambda: f"{column} NOT IN ({', '.join(sql_string(v) for v in value)})",
        "contains": lambda: f"{column} LIKE {sql_string('%' + str(value) + '%')}",
        "startswith": lambda: f"{column} LIKE {sql_string(str(value) + '%')}",
        "gt": lambda: f"{column} > {sql_string(value)}",
        "lt": lambda: f"{column} < {sql_string(value)}",
        "ge": lambda: f"{column} >= {sql_string(value)}",
        "le": lambda: f"{column} <= {sql_string(value)}",
        "status_class": lambda: f"{column} LIKE {sql_string(str(value) + '%')}",
    }[f.op]()


def sql_time(window: str) -> str:
    """The time filter in SQLite's form."""
    if window == "today":
        return "time_generated >= DATE('now')"
    if window == "yesterday":
        return "time_generated >= DATE('now', '-1 day') AND time_generated < DATE('now')"
    amount, unit = int(window[:-1]), _UNITS.get(window[-1], "hour")
    return f"time_generated >= DATETIME('now', '-{amount} {unit}{'s' if amount != 1 else ''}')"


_DAY_START = {"postgres": "CURRENT_DATE", "mysql": "CURDATE()", "tsql": "CAST(SYSUTCDATETIME() AS DATE)"}
_DAY_BEFORE = {
    "postgres": "CURRENT_DATE - INTERVAL '1 day'",
    "mysql": "CURDATE() - INTERVAL 1 DAY",
    "tsql": "DATEADD(day, -1, CAST(SYSUTCDATETIME() AS DATE))",
}
_TIME_FOR_DIALECT = {
    "postgres": lambda amount, unit: f"time_generated >= NOW() - INTERVAL '{amount} {unit}'",
    "mysql": lambda amount, unit: f"time_generated >= NOW() - INTERVAL {amount} {unit.upper()}",
    "tsql": lambda amount, unit: f"time_generated >= DATEADD({unit}, -{amount}, SYSUTCDATETIME())",
}


def render_sql(spec: QuerySpec, dialect: str = "sqlite") -> str:
    sqlite = _percentile_sql(spec) if spec.measure in ("p95", "p99") else _plain_sql(spec)
    if dialect == "sqlite":
        return sqlite.replace("__TIME__", sql_time(spec.window))
    rendered = sqlglot.transpile(sqlite, read="sqlite", write=dialect, pretty=False)[0]
    if spec.window == "today":
        return rendered.replace("__TIME__", f"time_generated >= {_DAY_START[dialect]}")
    if spec.window == "yesterday":
        between = f"time_generated >= {_DAY_BEFORE[dialect]} AND time_generated < {_DAY_START[dialect]}"
        return rendered.replace("__TIME__", between)
    amount, unit = int(spec.window[:-1]), _UNITS.get(spec.window[-1], "hour")
    return rendered.replace("__TIME__", _TIME_FOR_DIALECT[dialect](amount, unit))


def _percentile_sql(spec: QuerySpec) -> str:
    """A percentile through window functions, which every dialect has (SQLite has no percentile)."""
    share = int(spec.measure[1:]) / 100
    value = _sql_field(spec, spec.measure_field or "duration")
    group = [_sql_field(spec, g) for g in spec.group_by] or ["1"]
    where = ["__TIME__", *(_sql_filter(spec, f) for f in spec.filters)]
    keys = ", ".join(group)
    limit = f" LIMIT {spec.top}" if spec.top else ""
    return (
        f"WITH ranked AS (SELECT {keys}, {value}, PERCENT_RANK() OVER (PARTITION BY {keys} ORDER BY {value}) AS rank "
        f"FROM {SQL_TABLES[spec.dataset]} WHERE {' AND '.join(where)}) "
        f"SELECT {keys}, MIN({value}) AS {spec.measure} FROM ranked WHERE rank >= {share} "
        f"GROUP BY {keys} ORDER BY {spec.measure} DESC{limit}"
    )


def _plain_sql(spec: QuerySpec) -> str:
    table = SQL_TABLES[spec.dataset]
    where = ["__TIME__", *(_sql_filter(spec, f) for f in spec.filters)]
    where += [f"{_sql_field(spec, 'message')} LIKE {sql_string('%' + word + '%')}" for word in spec.text]
    group = [_sql_field(spec, g) for g in spec.group_by]
    select: list[str]
    if spec.bucket:
        unit = {"1h": "%Y-%m-%d %H:00", "1d": "%Y-%m-%d", "1m": "%Y-%m-%d %H:%M"}.get(spec.bucket, "%Y-%m-%d %H:00")
        group.insert(0, f"STRFTIME('{unit}', time_generated)")
    if spec.measure == "rows":
        select = [_sql_field(spec, k) for k in DATASETS[spec.dataset].key_fields]
        order = _sql_field(spec, spec.order_by) if spec.order_by else "time_generated"
        tail = f"ORDER BY {order} DESC LIMIT {spec.limit}"
    else:
        measure, name = _sql_measure(spec)
        select = [*([f"{group[0]} AS bucket"] if spec.bucket else []), *group[1 if spec.bucket else 0 :], measure]
        grouping = f"GROUP BY {', '.join(str(i + 1) for i in range(len(group)))} " if group else ""
        order = "bucket ASC" if spec.bucket else f"{name} DESC"
        limit = f" LIMIT {spec.top}" if spec.top else ""
        tail = f"{grouping}ORDER BY {order}{limit}" if group else ""
    return f"SELECT {', '.join(select)} FROM {table} WHERE {' AND '.join(where)} {tail}".strip()


def _sql_measure(spec: QuerySpec) -> tuple[str, str]:
    target = _sql_field(spec, spec.measure_field) if spec.measure_field else ""
    return {
        "count": ("COUNT(*) AS count", "count"),
        "dcount": (f"COUNT(DISTINCT {target}) AS distinct_count", "distinct_count"),
        "avg": (f"AVG({target}) AS average", "average"),
        "max": (f"MAX({target}) AS max_value", "max_value"),
        "sum": (f"SUM({target}) AS total", "total"),
    }.get(spec.measure, ("COUNT(*) AS count", "count"))


# --- SPL -----------------------------------------------------------------------------------------


def _spl_field(spec: QuerySpec, name: str) -> str:
    return SPL_FIELDS[spec.dataset].get(name, name)


def _spl_term(spec: QuerySpec, f: Filter) -> str:
    field_name = _spl_field(spec, f.field)
    value = f.value
    if spec.dataset == "signins" and f.field == "result":
        # Splunk's sign-in status code is a number: 0 is success.
        value = [int(v) for v in value] if isinstance(value, list | tuple) else int(value)
    return {
        "eq": lambda: f"{field_name}={spl_string(value)}",
        "ne": lambda: f"{field_name}!={spl_string(value)}",
        "in": lambda: f"{field_name} IN ({', '.join(spl_string(v) for v in value)})",
        "not_in": lambda: f"NOT {field_name} IN ({', '.join(spl_string(v) for v in value)})",
        "contains": lambda: f"{field_name}={spl_string('*' + str(value) + '*')}",
        "startswith": lambda: f"{field_name}={spl_string(str(value) + '*')}",
        "gt": lambda: f"{field_name}>{spl_string(value)}",
        "lt": lambda: f"{field_name}<{spl_string(value)}",
        "ge": lambda: f"{field_name}>={spl_string(value)}",
        "le": lambda: f"{field_name}<={spl_string(value)}",
        "status_class": lambda: f"{field_name}={value}*",
    }[f.op]()


def spl_time(window: str) -> str:
    return {"today": "earliest=@d", "yesterday": "earliest=-1d@d latest=@d"}.get(window, f"earliest=-{window}")


_CIM = {"user": "Authentication.user", "ip": "Authentication.src", "app": "Authentication.app",
        "account": "Authentication.user", "host": "Authentication.dest"}  # fmt: skip


def render_spl(spec: QuerySpec) -> str:
    if _fits_authentication_model(spec):
        return _render_tstats(spec)
    index, sourcetype = SPL_SOURCES[spec.dataset]
    head = [f"index={index}", f'sourcetype="{sourcetype}"', spl_time(spec.window)]
    if spec.dataset == "pods":
        head.append('reason="BackOff"')
    head += [_spl_term(spec, f) for f in spec.filters if not (spec.dataset == "pods" and f.field == "container_status")]
    head += [spl_string(word) for word in spec.text]
    commands = [" ".join(head)]
    by = [_spl_field(spec, g) for g in spec.group_by]
    if spec.bucket:
        commands.append(f"timechart span={spec.bucket} count" + (f" by {by[0]}" if by else ""))
        return " | ".join(commands)
    if spec.measure == "rows":
        columns = [_spl_field(spec, k) for k in DATASETS[spec.dataset].key_fields if k in SPL_FIELDS[spec.dataset]]
        order = _spl_field(spec, spec.order_by) if spec.order_by else "_time"
        commands += [f"table {' '.join(dict.fromkeys(columns))}", f"sort - {order}", f"head {spec.limit}"]
        return " | ".join(commands)
    measure, name = _spl_measure(spec)
    commands.append(f"stats {measure}" + (f" by {', '.join(by)}" if by else ""))
    if by:
        commands.append(f"sort - {name}")
        if spec.top:
            commands.append(f"head {spec.top}")
    return " | ".join(commands)


def _fits_authentication_model(spec: QuerySpec) -> bool:
    return (
        spec.dataset in ("signins", "security_events")
        and spec.measure in ("count", "dcount")
        and not spec.bucket
        and all(g in _CIM for g in spec.group_by)
        and all(f.field in ("result", "event_id") for f in spec.filters)
    )


def _render_tstats(spec: QuerySpec) -> str:
    action = ""
    if spec.filters:
        failed = any(f.op in ("not_in", "ne") or (f.field == "event_id" and f.value == 4625) for f in spec.filters)
        action = f' where Authentication.action="{"failure" if failed else "success"}"'
    measure = (
        "count" if spec.measure == "count" else f"dc({_CIM.get(spec.measure_field or 'user', 'Authentication.user')})"
    )
    name = "count" if spec.measure == "count" else "distinct_count"
    by = [_CIM[g] for g in spec.group_by]
    query = (
        f"| tstats summariesonly=false {measure} as {name} from datamodel=Authentication.Authentication"
        f"{action} {spl_time(spec.window)}" + (f" by {' '.join(by)}" if by else "")
    )
    if by:
        query += f" | sort - {name}" + (f" | head {spec.top}" if spec.top else "")
    return query


def _spl_measure(spec: QuerySpec) -> tuple[str, str]:
    target = _spl_field(spec, spec.measure_field) if spec.measure_field else ""
    return {
        "count": ("count", "count"),
        "dcount": (f"dc({target}) as distinct_count", "distinct_count"),
        "avg": (f"avg({target}) as average", "average"),
        "max": ("count as restarts" if spec.dataset == "pods" else f"max({target}) as max_value",
                "restarts" if spec.dataset == "pods" else "max_value"),
        "sum": (f"sum({target}) as total", "total"),
        "p95": (f"perc95({target}) as p95", "p95"),
        "p99": (f"perc99({target}) as p99", "p99"),
    }.get(spec.measure, ("count", "count"))  # fmt: skip
