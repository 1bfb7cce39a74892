"""tomsb_env.benchmark"""
