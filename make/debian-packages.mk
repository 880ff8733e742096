# Shared by the Makefiles: `$(call install-or-explain,WHO)` ends a recipe line that has set the
# shell variable `missing` to the Debian packages still needed. As root it installs them;
# otherwise it says what to install and fails.
install-or-explain = if [ -n "$$missing" ]; then \
	  if [ "$$(id -u)" = 0 ] && command -v apt-get >/dev/null; then \
	    echo "Installing:$$missing"; \
	    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $$missing >/dev/null; \
	  else \
	    echo "$(1) needs these Debian packages:$$missing"; \
	    echo "Install them with: sudo apt-get install$$missing"; exit 1; \
	  fi; \
	fi
