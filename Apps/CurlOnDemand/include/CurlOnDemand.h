#ifndef CURL_ON_DEMAND_H
#define CURL_ON_DEMAND_H

/// The release `feed` on Linux defines the libcurl functions FoundationNetworking calls and loads libcurl
/// the first time one is called, instead of linking it: the dynamic loader then opens libcurl's two dozen
/// libraries (TLS, Kerberos, LDAP, ...) only for a command that goes to the network. Nothing to call:
/// linking the target is what makes it work.

#endif
