"""tomsb_env.attackers"""
